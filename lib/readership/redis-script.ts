// The Lua script that counts one batch of views in Redis, atomically and in one round trip.
// KEYS[1]: the readership key prefix. ARGV: the reload window (ms), how long daily page figures
// are kept (s), then day, path and visitor of each view. A view whose visitor and path were
// seen within the window is skipped (SET NX PX). Visitors go into a HyperLogLog per day and
// page and one per day; after the batch, each one touched is counted (PFCOUNT) and the
// difference from its last count is added to the totals.
export const COUNT_VIEWS_SCRIPT = `
local p = KEYS[1]
local window = ARGV[1]
local keep = tonumber(ARGV[2])
local twoDays = 172800
local touchedPages = {}
local touchedDays = {}
local counted = 0
for i = 3, #ARGV, 3 do
  local day, path, visitor = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  if redis.call('SET', p .. 'recent:' .. visitor .. ':' .. path, '1', 'NX', 'PX', window) then
    counted = counted + 1
    redis.call('PFADD', p .. 'uv:' .. day .. ':' .. path, visitor)
    redis.call('PFADD', p .. 'uv:' .. day, visitor)
    redis.call('HINCRBY', p .. 'totals', 'views', 1)
    redis.call('HINCRBY', p .. 'pages', path, 1)
    redis.call('HINCRBY', p .. 'days', day, 1)
    redis.call('HINCRBY', p .. 'day:' .. day, path, 1)
    touchedPages[day .. '\\n' .. path] = { day, path }
    touchedDays[day] = true
  end
end
local function recount(set, hash, field)
  local now = redis.call('PFCOUNT', set)
  local before = tonumber(redis.call('HGET', hash, field) or '0')
  if now <= before then return 0 end
  redis.call('HSET', hash, field, now)
  return now - before
end
for _, page in pairs(touchedPages) do
  local day, path = page[1], page[2]
  local set = p .. 'uv:' .. day .. ':' .. path
  redis.call('EXPIRE', set, twoDays)
  redis.call('HINCRBY', p .. 'page-visitors', path, recount(set, p .. 'day-uv:' .. day, path))
end
for day in pairs(touchedDays) do
  local set = p .. 'uv:' .. day
  redis.call('EXPIRE', set, twoDays)
  redis.call('HINCRBY', p .. 'totals', 'visitors', recount(set, p .. 'day-visitors', day))
  redis.call('EXPIRE', p .. 'day:' .. day, keep)
  redis.call('EXPIRE', p .. 'day-uv:' .. day, keep)
end
return counted
`
