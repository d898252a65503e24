export { Skeleton, type SkeletonProps, type SkeletonVariant } from './Skeleton'
export { SkeletonRegion, type SkeletonRegionProps } from './SkeletonRegion'
