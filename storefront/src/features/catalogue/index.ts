/*
| The catalogue's public entry: its query keys (the courses other screens show), the course card
| other screens list courses with, and the path to a course's lessons. Its screens are loaded lazily by the router (app/App.tsx).
*/
export { catalogueKeys } from './api/catalogue-keys.ts'
export { CourseCard } from './components/CourseCard.tsx'
export { CourseCardSkeleton } from './components/CourseCardSkeleton.tsx'
export { learningPath } from './lib/course-facts.ts'
export { CARD_IMAGE_SIZES, firstRowCards, listingImageSizes } from './lib/card-image-sizes.ts'
export { preloadFirstRowPictures } from './lib/preload-card-pictures.ts'
