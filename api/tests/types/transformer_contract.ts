/**
 * Compile-time only (`npm run typecheck`): what each transformer serializes to, as the
 * framework infers it, must be the answer type the API declares for it (the front ends derive
 * theirs from the generated contract). The transformers already check their object literals
 * with `satisfies`; this file also fails when such a check is dropped or loosened and the
 * answer drifts.
 */
import type { InferData } from '@adonisjs/core/types/transformers'
import type { UserAnswer } from '#accounts/transformers/user_transformer'
import type {
  BuilderCourse,
  BuilderCourseWithContent,
  BuilderSection,
  CourseDraftAnswer,
} from '#builder/transformers/builder_types'
import type { CategoryAnswer } from '#catalogue/transformers/category_transformer'
import type {
  CourseCardAnswer,
  CourseContentSection,
  CourseDetail,
  LearnerCourseDetails,
  LearnerCourseSection,
} from '#catalogue/transformers/course_types'
import type { EnrolledCourse } from '#catalogue/transformers/enrolled_course_transformer'
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
  Expect<Same<InferData<CategoryTransformer>, CategoryAnswer>>,
  Expect<Same<InferData<CourseCardTransformer>, CourseCardAnswer>>,
  Expect<Same<InferData<CourseDetailTransformer>, CourseDetail>>,
  Expect<Same<InferData<CourseDetailTransformer, 'forLearner'>, LearnerCourseDetails>>,
  Expect<Same<InferData<CourseContentTransformer>, CourseContentSection>>,
  Expect<Same<InferData<CourseContentTransformer, 'forLearner'>, LearnerCourseSection>>,
  Expect<Same<InferData<EnrolledCourseTransformer>, EnrolledCourse>>,
  Expect<Same<InferData<StoreItemTransformer>, StoreItemAnswer>>,
  Expect<Same<InferData<UserTransformer>, UserAnswer>>,
  Expect<Same<InferData<BuilderCourseTransformer>, BuilderCourse>>,
  Expect<Same<InferData<BuilderCourseTransformer, 'withContent'>, BuilderCourseWithContent>>,
  Expect<Same<InferData<BuilderSectionTransformer>, BuilderSection>>,
  Expect<Same<InferData<BuilderDraftTransformer>, CourseDraftAnswer>>,
]
