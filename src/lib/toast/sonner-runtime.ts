// sonner with its stylesheet, loaded by lib/toast/toast.ts on the first toast (docs/decisions/059).
// Its runtime <style> injection is removed at build (strict CSP, decision 020): the same CSS
// comes as a file, then the contrast fix, whose equal-specificity rules must come after it.
import 'sonner/dist/styles.css'
import '../../toast-contrast.css'

export { toast, Toaster } from 'sonner'
