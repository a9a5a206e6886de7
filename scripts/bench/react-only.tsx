// The baseline: a React page with one button, so the bench can report Gangway's share alone.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(<button type="button">Connect</button>)
