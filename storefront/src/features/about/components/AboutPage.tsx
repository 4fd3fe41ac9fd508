import { AboutCallToAction } from './AboutCallToAction.tsx'
import { AboutHero } from './AboutHero.tsx'
import { OurServices } from './OurServices.tsx'
import { TeamCarousel } from './TeamCarousel.tsx'
import { WhatWeDo } from './WhatWeDo.tsx'
import { WhyChooseUs } from './WhyChooseUs.tsx'
import '../about.css'

/** /home/about (docs/screens/learner.md#about). */
export default function AboutPage() {
  return (
    <div className="about-page">
      <AboutHero />
      <TeamCarousel />
      <WhatWeDo />
      <OurServices />
      <WhyChooseUs />
      <AboutCallToAction />
    </div>
  )
}
