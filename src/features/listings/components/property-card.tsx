import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localListingLocation } from '@/lib/areas';
import { formatBathrooms, formatBedrooms, formatListingPrice, formatSize } from '@/lib/format';
import { cardPhoto, firstImage, showPlaceholder } from '../listing-photos';
import { listingTitle, listingTextProps } from '@/lib/listing-text';
import type { Property } from '../types';
import classes from './property-card.module.css';

const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 400;

const STATUS_BADGES: Partial<Record<Property['status'], MessageDescriptor>> = {
  under_offer: msg`Under offer`,
  sold_stc: msg`Sold STC`,
  let_agreed: msg`Let agreed`,
};

export interface PropertyCardProps {
  property: Property;
  /** A control in the image's top-right corner, e.g. the save (heart) button. */
  action?: ReactNode;
  /**
   * The card likely holds the page's largest paint (the first of a grid): its photo loads at once
   * with high priority instead of lazily after layout.
   */
  priority?: boolean;
}

/** A listing in a grid. */
export function PropertyCard({ property, action, priority = false }: PropertyCardProps) {
  const { i18n, t } = useLingui();
  const featured = property.featured_now;
  const shownTitle = listingTitle(property, i18n.locale);
  const title = shownTitle.text;
  const image = firstImage(property.property_images);
  const size = formatSize(i18n, property.size_sqft);
  const statusBadge = STATUS_BADGES[property.status];
  const titleId = `property-${property.id}-title`;
  const location = localListingLocation(property.location, i18n.locale);
  return (
    <article className={classes.card} data-featured={featured || undefined} aria-labelledby={titleId}>
      <div className={classes.photoSection}>
        <img
          {...cardPhoto(property.property_images)}
          className={classes.photo}
          alt={image ? t`Photo of ${title}` : t`No photo available`}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          onError={showPlaceholder}
        />
        {(featured || statusBadge) && (
          <div className={classes.badges}>
            {featured && (
              <span className={`${classes.badge} ${classes.featuredBadge}`}>
                <Trans>Featured</Trans>
              </span>
            )}
            {statusBadge && <span className={`${classes.badge} ${classes.statusBadge}`}>{i18n._(statusBadge)}</span>}
          </div>
        )}
        {action && <div className={classes.action}>{action}</div>}
      </div>
      <p className={classes.price} data-testid="property-price">
        {formatListingPrice(i18n, property.price, property.listing_type)}
      </p>
      {/* The title is the owner's own text, in the page's language where they wrote it (English marked as such otherwise). */}
      <h3 id={titleId} className={classes.title} {...listingTextProps(shownTitle, i18n.locale)}>
        <Link to="/property/$id" params={{ id: property.id }}>
          {title}
        </Link>
      </h3>
      {/* A known area in the page's language; any other place as the owner wrote it, in its own direction. */}
      <p className={classes.location} dir={location.translated ? undefined : 'auto'}>
        {location.text}
      </p>
      <p className={classes.facts}>
        {property.bedrooms !== null && property.bedrooms !== undefined && <span>{formatBedrooms(i18n, property.bedrooms)}</span>}
        {property.bathrooms !== null && property.bathrooms !== undefined && <span>{formatBathrooms(i18n, property.bathrooms)}</span>}
        {size && <span>{size}</span>}
      </p>
    </article>
  );
}
