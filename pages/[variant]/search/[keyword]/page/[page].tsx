import { ThemedPage } from '@/components/theme/ThemedPage'
import { searchResultsRoute } from '@/lib/routes/next-routes'

export const getServerSideProps = searchResultsRoute.getServerSideProps
export default ThemedPage
