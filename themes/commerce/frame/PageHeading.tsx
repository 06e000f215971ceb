// A page's heading (Archive, a category, search results…), centred in bold type above its
// panel, like the home's "Product Center" title.
export function PageHeading({ heading }: { heading: string }) {
  return (
    <h1 className="px-4 pt-10 pb-6 text-center text-3xl font-bold break-words text-neutral-900 sm:pt-14 sm:text-4xl dark:text-white">
      {heading}
    </h1>
  )
}
