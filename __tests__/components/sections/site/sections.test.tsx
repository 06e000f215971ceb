// The site sections: each shows its configured content and nothing at all while unset; a list
// with a bad item is refused whole (the resolver reports it) rather than shown half.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AboutSection } from '@/components/sections/site/AboutSection'
import { BrandStrip } from '@/components/sections/site/BrandStrip'
import { CareersList } from '@/components/sections/site/CareersList'
import { FaqList } from '@/components/sections/site/FaqList'
import { FeatureBlocks } from '@/components/sections/site/FeatureBlocks'
import { FeatureGrid } from '@/components/sections/site/FeatureGrid'
import { PricingPlans } from '@/components/sections/site/PricingPlans'
import { SiteCallToAction } from '@/components/sections/site/SiteCallToAction'
import { TeamGrid } from '@/components/sections/site/TeamGrid'
import { Testimonials } from '@/components/sections/site/Testimonials'
import { renderSiteSection, resolveStarterSettings } from './render-site-section'

const EMPTY_SECTIONS = [FeatureGrid, FeatureBlocks, AboutSection, PricingPlans, Testimonials, FaqList, TeamGrid, BrandStrip, CareersList, SiteCallToAction]

describe('site sections', () => {
  it.each(EMPTY_SECTIONS.map((S) => [S.name, S] as const))('%s renders nothing while its content is unset', (_, Section) => {
    const { container } = renderSiteSection(<Section />)
    expect(container.innerHTML).toBe('')
  })

  it('features: a card per item, from a JSON list as the Config row gives it', () => {
    renderSiteSection(<FeatureGrid />, {
      STARTER_FEATURES_TITLE: 'Why us',
      STARTER_FEATURES_ITEMS: '[{"title":"Fast","text":"Static pages","icon":"⚡"},{"title":"Safe","icon":"/icons/lock.svg"}]',
    })
    const section = screen.getByRole('region', { name: 'Why us' })
    expect(within(section).getAllByRole('listitem')).toHaveLength(2)
    expect(within(section).getByText('Static pages')).toBeTruthy()
    expect(section.querySelector('img')?.getAttribute('src')).toBe('/icons/lock.svg')
  })

  it('a list with one bad item (a javascript: link) is refused whole', () => {
    const values = resolveStarterSettings({
      STARTER_TEAM_ITEMS: '[{"name":"Ada","href":"/about"},{"name":"Eve","href":"javascript:alert(1)"}]',
    })
    expect(values.STARTER_TEAM_ITEMS).toEqual([])
  })

  it('pricing: the featured plan carries the badge, a plan without a label and link has no button', () => {
    renderSiteSection(<PricingPlans />, {
      STARTER_PRICING_ITEMS: [
        { name: 'Free', price: '$0', features: ['One site'] },
        { name: 'Pro', price: '$9', period: 'month', features: ['Ten sites'], label: 'Buy', href: 'https://shop.example.com', featured: true },
      ],
    })
    const plans = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-featured') || li.querySelector('h3'))
    const pro = plans.find((li) => li.getAttribute('data-featured') === 'true')!
    expect(within(pro).getByText('Most popular')).toBeTruthy()
    expect(within(pro).getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe('https://shop.example.com')
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('FAQ: questions are disclosures that work without a script', () => {
    const { container } = renderSiteSection(<FaqList />, {
      STARTER_FAQ_ITEMS: [{ question: 'Is it free?', answer: 'Yes.' }],
    })
    const details = container.querySelector('details')!
    expect(details.querySelector('summary')?.textContent).toBe('Is it free?')
  })

  it('call to action: shown with its title; buttons keep their order, the first is the main one', () => {
    renderSiteSection(<SiteCallToAction />, {
      STARTER_CTA_TITLE: 'Start today',
      STARTER_CTA_ITEMS: [
        { label: 'Sign up', href: '/sign-up' },
        { label: 'Docs', href: 'https://docs.example.com' },
      ],
    })
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['Sign up', 'Docs'])
    expect(links[1]?.getAttribute('target')).toBe('_blank')
  })

  it('about: paragraphs split on blank lines; brands without a logo show their name', () => {
    renderSiteSection(
      <>
        <AboutSection />
        <BrandStrip />
      </>,
      { STARTER_ABOUT_TITLE: 'About', STARTER_ABOUT_TEXT: 'One.\n\nTwo.', STARTER_BRANDS_ITEMS: [{ name: 'Acme' }] },
    )
    expect(screen.getByText('One.')).toBeTruthy()
    expect(screen.getByText('Two.')).toBeTruthy()
    expect(screen.getByText('Acme')).toBeTruthy()
  })
})
