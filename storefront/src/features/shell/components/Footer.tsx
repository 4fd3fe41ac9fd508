/** The site footer (learner-side.md section 1). */
export function Footer() {
  return (
    <footer className="site-footer">
      <p>Support: Monday-Saturday 10 AM-6 PM · Hisar (Haryana) · Established 2018 · 24/7 Support</p>
    </footer>
  )
}
