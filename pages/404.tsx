import { NotFoundPage } from '@/components/notfound/NotFoundPage'
import { notFoundPage } from '@/lib/routes/next-routes'

export const getStaticProps = notFoundPage
export default NotFoundPage
