import type { Portrait as PortraitImage } from '@/content/images';
import { cn } from '@/lib/cn';
import * as styles from './Portrait.css';

type PortraitProps = { image: PortraitImage; className?: string };

/**
 * The owner's portrait: AVIF, then WebP, then JPEG, 1x and 2x, with its size in the markup so
 * nothing moves as it loads. It is the largest paint on phones, so it loads first and eagerly.
 */
export function Portrait({ image, className }: PortraitProps) {
  return (
    <div className={cn(styles.frame, className)}>
      <picture>
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} />
        ))}
        <img
          className={styles.image}
          src={image.src}
          srcSet={image.srcSet}
          width={image.width}
          height={image.height}
          alt={image.alt}
          lang={image.altLanguage.lang}
          fetchPriority="high"
          loading="eager"
          decoding="async"
        />
      </picture>
    </div>
  );
}
