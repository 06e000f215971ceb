// Which game a post plays (the body's first embed, else an http(s) ext.game) and the sandbox
// its frame gets (never scripts together with this site's own origin).
import { describe, expect, it } from 'vitest'
import { GAME_PERMISSIONS, gameSandbox, gameSourceOf, isSameOrigin } from '@/components/sections/media/game-source'
import type { BodyMedia } from '@/lib/routes/types'

const media = (kind: BodyMedia['kind'], url: string, aspectRatio: number | null = null): BodyMedia => ({ blockId: url, kind, url, caption: '', aspectRatio })
const SITE = 'https://blog.example'

describe('gameSourceOf', () => {
  it('takes the first embed of the body, skipping videos', () => {
    const source = gameSourceOf([media('video', 'https://v.example/a.mp4'), media('embed', '/games/a.html', 4 / 3), media('embed', 'https://b.example')], { game: 'https://ext.example' })
    expect(source).toEqual({ url: '/games/a.html', aspectRatio: 4 / 3, from: 'embed', blockId: '/games/a.html' })
  })

  it('falls back to ext.game when it is a web address', () => {
    expect(gameSourceOf([media('video', 'https://v.example/a.mp4')], { game: ' https://games.example/play ' })).toEqual({ url: 'https://games.example/play', aspectRatio: null, from: 'ext' })
    expect(gameSourceOf(undefined, { game: 'http://games.example/' })?.url).toBe('http://games.example/')
  })

  it('has no game without an embed or a web ext.game', () => {
    expect(gameSourceOf([], {})).toBeNull()
    expect(gameSourceOf(undefined, undefined)).toBeNull()
    expect(gameSourceOf([], { game: 'javascript:alert(1)' })).toBeNull()
    expect(gameSourceOf([], { game: '/games/local.html' })).toBeNull()
    expect(gameSourceOf([], { game: 42 })).toBeNull()
  })
})

describe('the game sandbox', () => {
  it('tells this origin from others', () => {
    expect(isSameOrigin('/games/a.html', SITE)).toBe(true)
    expect(isSameOrigin('https://blog.example/games/a.html', SITE)).toBe(true)
    expect(isSameOrigin('//evil.example/a', SITE)).toBe(false)
    expect(isSameOrigin('https://games.example/a', SITE)).toBe(false)
    expect(isSameOrigin('not a url', SITE)).toBe(false)
  })

  it('lets a game run scripts, lock the pointer and open popups, but never with the site origin', () => {
    const local = gameSandbox('/games/a.html', SITE).split(' ')
    expect(local).toEqual(expect.arrayContaining(['allow-scripts', 'allow-pointer-lock']))
    expect(local).not.toContain('allow-same-origin')
    expect(gameSandbox('https://blog.example/x', SITE)).not.toContain('allow-same-origin')
    expect(gameSandbox('https://games.example/x', SITE).split(' ')).toContain('allow-same-origin')
    expect(local).not.toContain('allow-top-navigation')
  })

  it('asks for full screen and the gamepad', () => {
    expect(GAME_PERMISSIONS).toContain('fullscreen')
    expect(GAME_PERMISSIONS).toContain('gamepad')
  })
})
