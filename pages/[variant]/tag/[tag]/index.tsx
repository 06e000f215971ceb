import { ThemedPage } from '@/components/theme/ThemedPage'
import { tagRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = tagRoute.getStaticPaths
export const getStaticProps = tagRoute.getStaticProps
export default ThemedPage
