// Sign-in, sign-up and dashboard (only with Clerk configured): the shared identity frame
// inside medium's top bar and footer.
import { DefaultIdentityLayout } from '@/components/theme/DefaultIdentityLayout'
import { MediumFrame } from '../frame/MediumFrame'

export function LayoutIdentity() {
  return (
    <MediumFrame>
      <DefaultIdentityLayout />
    </MediumFrame>
  )
}
