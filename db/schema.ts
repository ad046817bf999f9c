import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The one typed view of the database. Timestamps are ISO-8601 text and booleans are
 * 0/1 integers so the same queries run on SQLite and PostgreSQL.
 */
export interface Database {
  courses: CoursesTable;
  enrollments: EnrollmentsTable;
  waitlist_entries: WaitlistEntriesTable;
  contact_messages: ContactMessagesTable;
  enrollment_requests: EnrollmentRequestsTable;
  blog_posts: BlogPostsTable;
  admin_sessions: AdminSessionsTable;
  processed_webhook_events: ProcessedWebhookEventsTable;
}

type CreatedAt = ColumnType<string, string | undefined, never>;

export type CourseLevel = 'beginner' | 'intermediate' | 'advanced';
export type Campus = 'south-bay' | 'east-bay';
export type CourseStatus = 'active' | 'draft' | 'archived';

export interface CoursesTable {
  id: Generated<number>;
  program: string;
  name: string;
  description: string;
  level: CourseLevel;
  campus: Campus;
  location: string;
  format: string;
  /** Display text, e.g. 'June 15 - June 19, 2026'. */
  dates: string;
  /** The real first day, YYYY-MM-DD, used for sorting. */
  start_date: string;
  schedule: string;
  price_cents: number;
  capacity: number;
  seats_taken: Generated<number>;
  status: CourseStatus;
  created_at: CreatedAt;
}

export type EnrollmentStatus = 'held' | 'paid' | 'released';

export interface EnrollmentsTable {
  id: Generated<number>;
  course_id: number;
  student_name: string;
  parent_email: string;
  parent_name: string | null;
  parent_phone: string | null;
  status: EnrollmentStatus;
  hold_expires_at: string;
  amount_cents: number;
  currency: string;
  payment_session_id: string | null;
  paid_at: string | null;
  released_at: string | null;
  created_at: CreatedAt;
}

export interface WaitlistEntriesTable {
  id: Generated<number>;
  course_id: number;
  course_name: string;
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  student_name: string;
  student_grade: string | null;
  message: string | null;
  interested_in_future_camps: number;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  created_at: CreatedAt;
}

export interface EnrollmentRequestsTable {
  id: Generated<number>;
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  student_name: string;
  student_age: string;
  student_grade: string;
  program: string;
  location: string;
  schedule: string;
  experience: string;
  /** JSON array of strings. */
  interests: string;
  comments: string | null;
  created_at: CreatedAt;
}

export interface BlogPostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  author: string;
  /** YYYY-MM-DD */
  publish_date: string;
  reading_time: number;
  excerpt: string;
  featured_image: string | null;
  /** JSON array of strings. */
  tags: string;
  content: string;
  source_url: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface AdminSessionsTable {
  sid: string;
  sess: string;
  /** Unix epoch milliseconds. */
  expires_at: number;
}

export interface ProcessedWebhookEventsTable {
  id: string;
  type: string;
  processed_at: string;
}

export type CourseRow = Selectable<CoursesTable>;
export type NewCourse = Insertable<CoursesTable>;
export type CourseUpdate = Updateable<CoursesTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPost = Insertable<BlogPostsTable>;
export type WaitlistEntryRow = Selectable<WaitlistEntriesTable>;
