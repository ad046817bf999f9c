import type { Crumb } from '../components/Breadcrumb.tsx';
import { campusContact, site, type CampusContact } from './site.ts';

/** schema.org templates (spec section 3: organization, local business, course, breadcrumb, FAQ). */

function campusAddress(campus: CampusContact) {
  return {
    '@type': 'PostalAddress',
    streetAddress: campus.streetAddress,
    addressLocality: campus.city,
    addressRegion: campus.region,
    postalCode: campus.postalCode,
    addressCountry: 'US',
  };
}

export function organizationJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: site.foundationName,
    url: origin + '/',
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.postalAddress.street,
      addressLocality: site.postalAddress.city,
      addressRegion: site.postalAddress.region,
      postalCode: site.postalAddress.postalCode,
      addressCountry: site.postalAddress.country,
    },
    sameAs: site.social.map((s) => s.href),
  };
}

export function breadcrumbJsonLd(origin: string, items: Crumb[]) {
  const trail: Crumb[] = [{ label: 'Home', href: '/' }, ...items];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: origin + crumb.href } : {}),
    })),
  };
}

export function localBusinessJsonLd(origin: string, campusId: 'south-bay' | 'east-bay') {
  const campus = campusContact(campusId);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: `${site.foundationName} ${campus.name}`,
    url: `${origin}/locations/${campus.id}`,
    telephone: campus.phone,
    address: campusAddress(campus),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '15:00',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday', 'Sunday'], opens: '09:00', closes: '17:00' },
    ],
  };
}

/** Home page: a Course with two in-person instances, and the two-question FAQ (spec, "Global elements"). */
export function homeJsonLd(origin: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Vibe Coding',
      description: site.defaultDescription,
      provider: { '@type': 'Organization', name: site.foundationName, sameAs: origin + '/' },
      offers: { '@type': 'Offer', category: 'Paid', priceCurrency: 'USD', price: 675 },
      hasCourseInstance: site.campuses.map((campus) => ({
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        name: `Vibe Coding, ${campus.name}`,
        location: {
          '@type': 'Place',
          name: campus.name,
          address: campusAddress(campus),
        },
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'What is Vibe Coding?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Vibe coding is building software by describing what you want to an AI assistant, then testing and shaping what it writes.',
          },
        },
        {
          '@type': 'Question',
          name: 'Who can enroll?',
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Middle schoolers and working professionals. No prior coding experience is needed.',
          },
        },
      ],
    },
  ];
}

/** A blog post (schema.org BlogPosting). */
export function blogPostingJsonLd(
  origin: string,
  post: {
    slug: string;
    title: string;
    author: string;
    publishDate: string;
    excerpt: string;
    featuredImage?: string;
    tags?: string[];
  },
) {
  const url = `${origin}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishDate,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: site.foundationName, url: origin + '/' },
    mainEntityOfPage: url,
    url,
    ...(post.featuredImage ? { image: new URL(post.featuredImage, origin + '/').href } : {}),
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
  };
}
