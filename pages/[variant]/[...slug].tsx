import { ThemedPage } from '@/components/theme/ThemedPage'
import { articleRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = articleRoute.getStaticPaths
export const getStaticProps = articleRoute.getStaticProps
export default ThemedPage
