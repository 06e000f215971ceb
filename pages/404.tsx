import { ThemedPage } from '@/components/theme/ThemedPage'
import { notFoundPage } from '@/lib/routes/next-routes'

export const getStaticProps = notFoundPage
export default ThemedPage
