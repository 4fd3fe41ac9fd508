import { usePublicConfig } from '../../auth/index.ts'
import { BRAND_NAME, BRAND_TAGLINE } from '@pathshala/ui'
import { BannerCarousel } from './BannerCarousel.tsx'
import { FeaturesBlock } from './FeaturesBlock.tsx'
import { HomeTabs } from './HomeTabs.tsx'
import { PopularCourses } from './PopularCourses.tsx'
import { StatsStrip } from './StatsStrip.tsx'
import '../home.css'

/** /home: banner, stats, three popular courses, features, tabs (docs/screens/learner.md#home). */
export default function HomePage() {
  const { data: config } = usePublicConfig()
  return (
    <div className="home-page">
      <h1 className="visually-hidden">
        {config?.appName ?? BRAND_NAME}: {BRAND_TAGLINE}
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
