// The floor app's configuration: what Folio sets that changes what a page ships or serves.
const config = { reactStrictMode: true, poweredByHeader: false }
export default config
