import { ThemedPage } from '@/components/theme/ThemedPage'
import { searchRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = searchRoute.getStaticPaths
export const getStaticProps = searchRoute.getStaticProps
export default ThemedPage
