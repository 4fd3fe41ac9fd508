import { usePublicConfig } from '../../auth/api/session.ts'
import { DEFAULT_BRAND, TAGLINE } from '../../shell/components/BrandLink.tsx'
import { BannerCarousel } from './BannerCarousel.tsx'
import { FeaturesBlock } from './FeaturesBlock.tsx'
import { HomeTabs } from './HomeTabs.tsx'
import { PopularCourses } from './PopularCourses.tsx'
import { StatsStrip } from './StatsStrip.tsx'
import '../home.css'

/** /home: banner, stats, three popular courses, features and the tabs (spec section 1). */
export default function HomePage() {
  const { data: config } = usePublicConfig()
  return (
    <div className="home-page">
      <h1 className="visually-hidden">
        {config?.appName ?? DEFAULT_BRAND}: {TAGLINE}
      </h1>
      <div className="home-page__hero">
        <BannerCarousel />
        <StatsStrip />
      </div>
      <PopularCourses />
      <FeaturesBlock />
      <HomeTabs />
    </div>
  )
}
