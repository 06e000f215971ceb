import { ThemedPage } from '@/components/theme/ThemedPage'
import { homePagedRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = homePagedRoute.getStaticPaths
export const getStaticProps = homePagedRoute.getStaticProps
export default ThemedPage
