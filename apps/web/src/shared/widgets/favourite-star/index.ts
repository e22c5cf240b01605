export { FavouriteStar, type FavouriteStarProps } from './favourite-star.tsx';
