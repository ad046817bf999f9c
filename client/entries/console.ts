// The staff console's stylesheet: linked only on /admin pages (server/routes/console-page.ts), so
// public pages never download it.
import '../styles/admin.css';
