// The home's closing sections, each shown only when its settings are filled: the features on
// white, then the contact form.
import { ContactForm } from '@/components/sections/site/forms/ContactForm'
import { FeatureGrid } from '@/components/sections/site/FeatureGrid'
import { BUTTON, PANEL } from '../look'

const HEADING = {
  root: 'mx-auto mb-10 max-w-2xl text-center',
  title: 'text-3xl font-bold text-neutral-900 dark:text-white',
  text: 'mt-3 text-neutral-600 dark:text-neutral-400',
}

export function HomeSections() {
  return (
    <>
      <FeatureGrid
        heading={HEADING}
        classNames={{
          root: 'mt-16 border-y border-neutral-200 bg-white px-4 py-16 dark:border-neutral-800 dark:bg-neutral-900',
          grid: 'max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3',
          item: 'gap-3 border-t-2 border-[var(--folio-accent)] bg-[#f5f5f5] p-6 dark:bg-[#161616]',
          icon: 'h-12 w-12 rounded-sm bg-white text-2xl shadow-sm dark:bg-neutral-800',
          title: 'text-lg font-bold text-neutral-900 dark:text-white',
          text: 'text-sm leading-relaxed text-neutral-600 dark:text-neutral-400',
        }}
      />
      <ContactForm
        heading={HEADING}
        classNames={{
          root: 'px-4 py-16',
          form: `max-w-2xl gap-4 p-6 sm:p-10 ${PANEL}`,
          input: 'rounded-sm border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus:border-[var(--folio-accent)] focus:outline-none dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100',
          button: BUTTON,
        }}
      />
    </>
  )
}
