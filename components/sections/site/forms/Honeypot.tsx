// A field people never see or reach (off screen, out of the tab order, unlabelled for readers);
// bots that fill every input fill it too, and their form is dropped.
import { HONEYPOT_FIELD } from './form-endpoint'

export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
