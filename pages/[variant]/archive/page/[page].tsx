import { ThemedPage } from '@/components/theme/ThemedPage'
import { archivePagedRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = archivePagedRoute.getStaticPaths
export const getStaticProps = archivePagedRoute.getStaticProps
export default ThemedPage
