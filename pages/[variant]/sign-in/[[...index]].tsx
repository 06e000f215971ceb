import { AuthPage } from '@/components/auth/AuthPage'
import { signInRoute } from '@/lib/routes/auth-routes'

export const getServerSideProps = signInRoute.getServerSideProps
export default AuthPage
