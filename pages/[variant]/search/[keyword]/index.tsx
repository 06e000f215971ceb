import { ThemedPage } from '@/components/theme/ThemedPage'
import { searchResultsRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = searchResultsRoute.getStaticPaths
export const getStaticProps = searchResultsRoute.getStaticProps
export default ThemedPage
