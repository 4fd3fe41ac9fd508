import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { Category, Course, Lesson, Section } from '#catalogue'
import { StoreItem } from '#store'
import type { User } from '#accounts'
import { mediaStorage, storedImage, LocalMediaStorage } from '#media'
import { thumbnailPng, type Rgb } from '#dev/demo/png_image'
import { studyPdf } from '#dev/demo/pdf_document'
import { DEMO_CATEGORIES, DEMO_COURSES, demoStoreItems, demoVideo } from '#dev/demo/demo_catalogue'

function slug(text: string) {
  return text
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '')
}

function thumbnail(colors: [Rgb, Rgb], seed: number) {
  return thumbnailPng({
    width: 640,
    height: 360,
    from: colors[0],
    to: colors[1],
    circles: [
      { x: 480 + (seed % 5) * 20, y: 90, radius: 170, color: [255, 255, 255], alpha: 0.22 },
      { x: 110, y: 290 - (seed % 3) * 30, radius: 130, color: [251, 191, 36], alpha: 0.3 },
    ],
  })
}

/**
 * Puts the demo catalogue in place: categories, published courses with their
 * content, and store items with generated thumbnails and PDFs (written to the
 * local media store; with Cloudinary configured, items get no files).
 */
export default class DemoCatalogueSeeder {
  private local =
    mediaStorage() instanceof LocalMediaStorage ? (mediaStorage() as LocalMediaStorage) : null

  async run(instructor: User) {
    const categories = await this.seedCategories()
    await this.seedCourses(instructor, categories)
    await this.seedStore(instructor)
  }

  private async seedCategories() {
    const byName = new Map<string, Category>()
    for (const category of DEMO_CATEGORIES) {
      byName.set(category.name, await Category.create(category))
    }
    return byName
  }

  private async seedCourses(instructor: User, categories: Map<string, Category>) {
    let lessonNumber = 0
    for (const [index, demo] of DEMO_COURSES.entries()) {
      const image = await this.local?.storeLocalFile({
        resourceType: 'image',
        folder: 'pathshala/courses',
        name: slug(demo.name),
        data: thumbnail(demo.colors, index),
      })
      await db.transaction(async (trx: TransactionClientContract) => {
        const course = await Course.create(
          {
            courseName: demo.name,
            courseDescription: demo.description,
            pricePaise: demo.pricePaise,
            categoryId: categories.get(demo.category)?.id ?? null,
            instructorId: instructor.id,
            whatYouWillLearn: demo.learn,
            tags: demo.tags,
            instructions: demo.instructions,
            thumbnail: storedImage(image?.secure_url ?? null),
            status: 'published',
            publishedAt: instructor.createdAt,
          },
          { client: trx }
        )
        let totalSeconds = 0
        for (const [sectionIndex, demoSection] of demo.sections.entries()) {
          const section = await Section.create(
            { courseId: course.id, sectionName: demoSection.name, position: sectionIndex + 1 },
            { client: trx }
          )
          for (const [lessonIndex, title] of demoSection.lessons.entries()) {
            const video = demoVideo(lessonNumber++)
            totalSeconds += video.durationSeconds
            await Lesson.create(
              {
                sectionId: section.id,
                title,
                description: `${title}: the key ideas, with examples and exam pointers.`,
                videoUrl: video.videoUrl,
                durationSeconds: video.durationSeconds,
                position: lessonIndex + 1,
              },
              { client: trx }
            )
          }
        }
        course.totalDurationSeconds = totalSeconds
        await course.useTransaction(trx).save()
      })
    }
  }

  private async seedStore(admin: User) {
    for (const [index, demo] of demoStoreItems().entries()) {
      const name = `${slug(demo.title)}-${index + 1}`
      const image = await this.local?.storeLocalFile({
        resourceType: 'image',
        folder: 'pathshala/courses',
        name,
        data: thumbnail(demo.colors, index),
      })
      const pdf = await this.local?.storeLocalFile({
        resourceType: 'raw',
        folder: 'pathshala/books',
        name,
        data: studyPdf(demo.title, [
          {
            heading: 'About this material',
            paragraphs: [demo.description, `Author: ${demo.author}`],
          },
          {
            heading: 'How to use it',
            paragraphs: [
              'Read one chapter a day and revise it the next morning.',
              'Attempt the practice questions at the end of each chapter before checking answers.',
            ],
          },
        ]),
      })
      await StoreItem.create({
        title: demo.title,
        author: demo.author,
        description: demo.description,
        type: demo.type,
        pricePaise: demo.pricePaise,
        status: demo.status,
        thumbnailUrl: storedImage(image?.secure_url ?? null),
        thumbnailPublicId: image?.public_id ?? null,
        thumbnailFormat: image?.format ?? null,
        pdfPublicId: pdf?.public_id ?? null,
        pdfFormat: pdf?.format ?? null,
        pdfBytes: pdf?.bytes ?? null,
        createdBy: admin.id,
      })
    }
  }
}
