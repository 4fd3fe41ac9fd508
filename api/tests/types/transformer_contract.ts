/**
 * Compile-time only (`npm run typecheck`): what each transformer serializes to, as the
 * framework infers it, must be the type the clients decode in @pathshala/shared. The
 * transformers already check their object literals with `satisfies`; this file also fails
 * when such a check is dropped or loosened and the answer drifts.
 */
import type { InferData } from '@adonisjs/core/types/transformers'
import type {
  Category,
  CourseCard,
  CourseDetail,
  EnrolledCourse,
  LearnerCourseDetails,
  LearnerCourseSection,
  CourseContentSection,
  User,
} from '@pathshala/shared'
import type {
  BuilderCourse,
  BuilderCourseWithContent,
  BuilderSection,
  CourseDraftAnswer,
} from '#builder/transformers/builder_types'
import type BuilderCourseTransformer from '#builder/transformers/builder_course_transformer'
import type BuilderDraftTransformer from '#builder/transformers/builder_draft_transformer'
import type BuilderSectionTransformer from '#builder/transformers/builder_section_transformer'
import type CategoryTransformer from '#catalogue/transformers/category_transformer'
import type CourseCardTransformer from '#catalogue/transformers/course_card_transformer'
import type CourseContentTransformer from '#catalogue/transformers/course_content_transformer'
import type CourseDetailTransformer from '#catalogue/transformers/course_detail_transformer'
import type EnrolledCourseTransformer from '#catalogue/transformers/enrolled_course_transformer'
import type StoreItemTransformer from '#store/transformers/store_item_transformer'
import type { StoreItemAnswer } from '#store/transformers/store_item_types'
import type UserTransformer from '#accounts/transformers/user_transformer'

/** true when each type is assignable to the other: no field missing, extra or of another type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Expect<Check extends true> = Check

export type TransformerContract = [
  Expect<Same<InferData<CategoryTransformer>, Category>>,
  Expect<Same<InferData<CourseCardTransformer>, CourseCard>>,
  Expect<Same<InferData<CourseDetailTransformer>, CourseDetail>>,
  Expect<Same<InferData<CourseDetailTransformer, 'forLearner'>, LearnerCourseDetails>>,
  Expect<Same<InferData<CourseContentTransformer>, CourseContentSection>>,
  Expect<Same<InferData<CourseContentTransformer, 'forLearner'>, LearnerCourseSection>>,
  Expect<Same<InferData<EnrolledCourseTransformer>, EnrolledCourse>>,
  Expect<Same<InferData<StoreItemTransformer>, StoreItemAnswer>>,
  Expect<Same<InferData<UserTransformer>, User>>,
  Expect<Same<InferData<BuilderCourseTransformer>, BuilderCourse>>,
  Expect<Same<InferData<BuilderCourseTransformer, 'withContent'>, BuilderCourseWithContent>>,
  Expect<Same<InferData<BuilderSectionTransformer>, BuilderSection>>,
  Expect<Same<InferData<BuilderDraftTransformer>, CourseDraftAnswer>>,
]
