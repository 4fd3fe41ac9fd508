/*
| The home feature's public entry: its carousel pieces, which other pages reuse. The home page
| itself is loaded lazily by the router (app/App.tsx).
*/
export { CarouselDots } from './components/CarouselDots.tsx'
export { useCarousel } from './hooks/use-carousel.ts'
