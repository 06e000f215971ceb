import { ThemedPage } from '@/components/theme/ThemedPage'
import { tagIndexRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = tagIndexRoute.getStaticPaths
export const getStaticProps = tagIndexRoute.getStaticProps
export default ThemedPage
