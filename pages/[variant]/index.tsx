import { ThemedPage } from '@/components/theme/ThemedPage'
import { homeRoute } from '@/lib/routes/next-routes'

export const getStaticPaths = homeRoute.getStaticPaths
export const getStaticProps = homeRoute.getStaticProps
export default ThemedPage
