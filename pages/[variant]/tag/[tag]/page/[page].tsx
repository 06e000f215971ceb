import { ThemedPage } from '@/components/theme/ThemedPage'
import { tagListRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = tagListRoute.getStaticPaths
export const getStaticProps = tagListRoute.getStaticProps
export default ThemedPage
