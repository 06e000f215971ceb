import { ThemedPage } from '@/components/theme/ThemedPage'
import { categoryIndexRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = categoryIndexRoute.getStaticPaths
export const getStaticProps = categoryIndexRoute.getStaticProps
export default ThemedPage
