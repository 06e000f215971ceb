// Fireworks where the visitor clicks: a burst of particles in the configured colours and an
// expanding ring. The loop runs only while something is still visible.

interface Particle {
  x: number
  y: number
  vx: number
  vy: number
  radius: number
  color: string
  life: number
}

const PARTICLES_PER_BURST = 28
const GRAVITY = 0.06
const FADE = 0.018

export function burst(x: number, y: number, colors: readonly string[], random: () => number = Math.random): Particle[] {
  return Array.from({ length: PARTICLES_PER_BURST }, () => {
    const angle = random() * Math.PI * 2
    const speed = 2 + random() * 4
    return {
      x,
      y,
      vx: Math.cos(angle) * speed,
      vy: Math.sin(angle) * speed,
      radius: 2 + random() * 2.5,
      color: colors[Math.floor(random() * colors.length)] ?? '#ff5252',
      life: 1,
    }
  })
}

/** Moves and draws the particles; returns the ones still alive. */
export function drawParticles(ctx: CanvasRenderingContext2D, particles: Particle[]): Particle[] {
  const alive: Particle[] = []
  for (const p of particles) {
    p.x += p.vx
    p.y += p.vy
    p.vx *= 0.96
    p.vy = p.vy * 0.96 + GRAVITY
    p.life -= FADE
    if (p.life <= 0) continue
    ctx.globalAlpha = p.life
    ctx.fillStyle = p.color
    ctx.beginPath()
    ctx.arc(p.x, p.y, p.radius * p.life, 0, Math.PI * 2)
    ctx.fill()
    alive.push(p)
  }
  ctx.globalAlpha = 1
  return alive
}
