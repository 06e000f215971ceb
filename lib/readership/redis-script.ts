// The Lua script that counts one batch of views in Redis, atomically and in one round trip.
// KEYS[1]: the readership key prefix. ARGV: the reload window (ms), how long daily page figures
// are kept (s), then day, path and visitor of each view. A view whose visitor and path were
// seen within the window is skipped (SET NX PX); PFADD answers 1 for a visitor its day's
// HyperLogLog had not seen, which is added to the visitor counts. Returns the views counted.
export const COUNT_VIEWS_SCRIPT = `
local p = KEYS[1]
local window = ARGV[1]
local keep = tonumber(ARGV[2])
local expiring = {}
local counted = 0
for i = 3, #ARGV, 3 do
  local day, path, visitor = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  if redis.call('SET', p .. 'recent:' .. visitor .. ':' .. path, '1', 'NX', 'PX', window) then
    counted = counted + 1
    local pageSet = p .. 'uv:' .. day .. ':' .. path
    local siteSet = p .. 'uv:' .. day
    local onPage = redis.call('PFADD', pageSet, visitor)
    local onSite = redis.call('PFADD', siteSet, visitor)
    redis.call('HINCRBY', p .. 'totals', 'views', 1)
    redis.call('HINCRBY', p .. 'totals', 'visitors', onSite)
    redis.call('HINCRBY', p .. 'pages', path, 1)
    redis.call('HINCRBY', p .. 'page-visitors', path, onPage)
    redis.call('HINCRBY', p .. 'days', day, 1)
    redis.call('HINCRBY', p .. 'day-visitors', day, onSite)
    redis.call('HINCRBY', p .. 'day:' .. day, path, 1)
    redis.call('HINCRBY', p .. 'day-uv:' .. day, path, onPage)
    if onPage == 1 then redis.call('EXPIRE', pageSet, 172800) end
    if not expiring[day] then
      expiring[day] = true
      redis.call('EXPIRE', siteSet, 172800)
      redis.call('EXPIRE', p .. 'day:' .. day, keep)
      redis.call('EXPIRE', p .. 'day-uv:' .. day, keep)
    end
  end
end
return counted
`
