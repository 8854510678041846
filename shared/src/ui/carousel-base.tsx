export { default as Carousel } from 'antd/es/carousel';
export type { CarouselProps, CarouselRef } from 'antd/es/carousel';
