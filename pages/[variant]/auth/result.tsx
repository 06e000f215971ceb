import { AuthPage } from '@/components/auth/AuthPage'
import { authResultRoute } from '@/lib/routes/auth-routes'

export const getServerSideProps = authResultRoute.getServerSideProps
export default AuthPage
