// react-notion-x draws Notion's heading sizes as h2, h3 and h4 whatever else the body holds, so
// a post whose first heading is a Notion "Heading 2" jumps from the page's h1 to h3, which
// screen readers and Lighthouse count as a fault. In a body drawn as static HTML the levels are
// renumbered: the sizes used, in order, become h2, h3, h4, and no heading is more than one level
// below the one before it. The look (the notion-h* classes) stays as the owner chose it.

const HEADING = /<h([2-5])( class="notion-h [^>]*>)([\s\S]*?)<\/h\1>/g

export function headingsInOrder(html: string): string {
  const used = [...new Set([...html.matchAll(HEADING)].map((match) => Number(match[1])))].sort()
  let previous = 1
  return html.replace(HEADING, (_, level: string, open: string, inner: string) => {
    const rank = used.indexOf(Number(level)) + 2
    const shown = Math.min(rank, previous + 1)
    previous = shown
    return `<h${shown}${open}${inner}</h${shown}>`
  })
}
