import { ThemedPage } from '@/components/theme/ThemedPage'
import { archiveRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = archiveRoute.getStaticPaths
export const getStaticProps = archiveRoute.getStaticProps
export default ThemedPage
