import { AuthPage } from '@/components/auth/AuthPage'
import { dashboardRoute } from '@/lib/routes/auth-routes'

export const getServerSideProps = dashboardRoute.getServerSideProps
export default AuthPage
