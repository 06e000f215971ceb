import { describe, expect, it } from 'vitest'
import { productOf } from '@/components/sections/product/product-of'

const post = (ext: Record<string, unknown>) => ({ ext })

describe('productOf', () => {
  it("reads the price and the buy link from the post's ext", () => {
    expect(productOf(post({ price: ' $19 ', buy: 'https://shop.example.com/item' }))).toEqual({
      price: '$19',
      buy: 'https://shop.example.com/item',
    })
  })

  it('shows a numeric price as written', () => {
    expect(productOf(post({ price: 19.5 })).price).toBe('19.5')
    expect(productOf(post({ price: 0 })).price).toBe('0')
  })

  it('accepts site paths and mailto: as buy links', () => {
    expect(productOf(post({ buy: '/article/order' })).buy).toBe('/article/order')
    expect(productOf(post({ buy: 'mailto:sales@example.com' })).buy).toBe('mailto:sales@example.com')
  })

  it('leaves out what is missing or unusable', () => {
    expect(productOf(post({}))).toEqual({ price: '', buy: '' })
    expect(productOf(post({ price: { amount: 3 }, buy: 'javascript:alert(1)' }))).toEqual({ price: '', buy: '' })
    expect(productOf(post({ price: Number.NaN, buy: '//evil.example.com' }))).toEqual({ price: '', buy: '' })
    expect(productOf(post({ buy: 'shop.example.com' })).buy).toBe('')
  })
})
