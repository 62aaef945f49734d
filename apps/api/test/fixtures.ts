import type { ApplicationInput, BlogPostCreateInput, ContactInput } from "@choose/schema";

export const validContact: ContactInput = {
  name: "Maria Lopez",
  email: "maria@example.org",
  phone: "205-555-0100",
  organization: "Grace Christian Academy",
  message: "We would like to learn how our school can take part in the CHOOSE Act.",
};

export const validApplication: ApplicationInput = {
  schoolName: "Grace Christian Academy",
  address: "120 Oak Street",
  city: "Birmingham",
  state: "AL",
  zipCode: "35203",
  phone: "205-555-0101",
  website: "https://grace.example.org",
  administratorName: "Dr. Ruth Baker",
  administratorEmail: "ruth.baker@example.org",
  administratorPhone: "205-555-0102",
  schoolHistory: "Founded in 1987 by three local churches, the academy has grown from 40 to 310 students.",
  missionStatement: "To educate the whole child in a caring Christian community.",
  currentAccreditations: "Cognia",
  governanceStructure: ["church-related", "independent-board"],
  schoolType: ["conventional"],
  lowestGrade: "PreK (K4)",
  highestGrade: "12th grade",
  preschoolEnrollment: "24",
  elementaryEnrollment: "150",
  middleSchoolEnrollment: "80",
  highSchoolEnrollment: "56",
  curriculumUsed: "Abeka for elementary, college-preparatory curriculum for high school.",
};

export function postInput(overrides: Partial<BlogPostCreateInput> = {}): BlogPostCreateInput {
  return {
    title: "Applications for the 2026-27 school year",
    excerpt: "What families need to know about applying for a CHOOSE Act ESA this year.",
    content: "<p>Renewals open first; new families follow. Check the Department of Revenue's dates.</p>",
    authorName: "Program Team",
    published: true,
    ...overrides,
  };
}
