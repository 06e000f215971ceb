import { ThemedPage } from '@/components/theme/ThemedPage'
import { categoryListRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = categoryListRoute.getStaticPaths
export const getStaticProps = categoryListRoute.getStaticProps
export default ThemedPage
