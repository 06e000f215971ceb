// Setting types shared by the plugin groups in conf/. Ids of outside services end up in script
// URLs and attributes; they are escaped there anyway, and refusing odd characters here reports
// a mistyped value to the owner instead of sending it to the service.
import { z } from 'zod'

/** A service id or key: letters, digits and `-_.:`, or '' for "not set". */
export const serviceId = () =>
  z.string().trim().regex(/^[\w.:-]*$/, 'expected an id made of letters, digits, -, _, . or :')
