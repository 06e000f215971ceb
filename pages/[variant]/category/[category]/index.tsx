import { ThemedPage } from '@/components/theme/ThemedPage'
import { categoryRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = categoryRoute.getStaticPaths
export const getStaticProps = categoryRoute.getStaticProps
export default ThemedPage
