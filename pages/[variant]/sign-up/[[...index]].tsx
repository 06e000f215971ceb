import { AuthPage } from '@/components/auth/AuthPage'
import { signUpRoute } from '@/lib/routes/auth-routes'

export const getServerSideProps = signUpRoute.getServerSideProps
export default AuthPage
